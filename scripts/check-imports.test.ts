import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { breaches } from './check-imports.js';

const f = (path: string, source: string) => ({ path: resolve(path), source });

describe('import rules', () => {
  it('refuses a feature importing another feature', () => {
    expect(breaches([f('src/features/swap/Swap.tsx', "import { x } from '../wallet/list.js';")])).toHaveLength(1);
  });
  it('refuses contract importing the server and src importing the server', () => {
    expect(breaches([f('contract/a.ts', "import { y } from '../server/db/index.js';")])).toHaveLength(1);
    expect(breaches([f('src/api/a.ts', "import { y } from '../../server/config.js';")])).toHaveLength(1);
    expect(breaches([f('server/a.ts', "import { y } from '../src/app/App.js';")])).toHaveLength(1);
  });
  it('allows the shell to load features and everything to use contract and shared pieces', () => {
    expect(
      breaches([
        f('src/app/routes.tsx', "const A = lazy(() => import('../features/wallet/Wallet.js'));"),
        f(
          'src/features/swap/Swap.tsx',
          "import { Button } from '../../ui/Button.js';\nimport { COINS } from '../../../contract/assets.js';",
        ),
        f('server/modules/a.ts', "import { COINS } from '../../contract/assets.js';"),
      ]),
    ).toEqual([]);
  });
});
