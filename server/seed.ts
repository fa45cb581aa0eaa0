/** Demo data for local mode, created once. */
import type { AppDeps } from './deps.js';

export async function seedLocalData(_deps: AppDeps): Promise<void> {}
