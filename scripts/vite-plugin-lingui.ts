/**
 * Lingui in the build and in the unit tests alike: its macros (`t`, `<Trans>`, `plural`, `select`)
 * are turned into message look-ups by Babel before React's own transform, and a `.po` catalog is
 * compiled when it is imported (so there is no separate compile step). Decision 228.
 */
import fs from 'node:fs';
import { register } from 'node:module';
import babel from '@rolldown/plugin-babel';
import type { PluginOption } from 'vite';

// Babel is the chosen macro transform (the plugin's own native one is still new): its notice
// suggesting the other would be printed on every build.
process.env.LINGUI_SUPPRESS_BABEL_WARNING = '1';

export async function linguiPlugins(): Promise<PluginOption[]> {
  // Lingui's build plugin needs node:fs's globSync (Node 22): on Node 20 it gets a stand-in, so
  // the plugin is imported only once that is in place (lingui-node20-hooks.mjs).
  if (!('globSync' in fs)) register('./lingui-node20-hooks.mjs', import.meta.url);
  const { lingui, linguiTransformerBabelPreset } = await import('@lingui/vite-plugin');
  // A catalog message that does not compile fails the build; missing translations fail `npm test`.
  return [babel({ presets: [linguiTransformerBabelPreset()] }), lingui({ failOnCompileError: true })];
}
