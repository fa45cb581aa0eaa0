/** The process environment as settings parsers read it, and the two modes the app runs in. */
export type Env = Readonly<Record<string, string | undefined>>;
export type AppMode = 'local' | 'production';
