// `node --import ./scripts/lingui-node20.mjs`: lets Lingui's command line run on Node 20.
import fs from 'node:fs';
import { register } from 'node:module';

if (!('globSync' in fs)) register('./lingui-node20-hooks.mjs', import.meta.url);
