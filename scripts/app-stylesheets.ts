/** The app's own stylesheets (every .css file under src/), for the checks that read them. */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const APP_SOURCE = join(import.meta.dirname, '..', 'src');

export function appStylesheets(dir = APP_SOURCE): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return appStylesheets(path);
    return name.endsWith('.css') ? [path] : [];
  });
}
