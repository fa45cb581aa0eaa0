/** A setting with a bad value: the start ends with one line naming it ("Cannot start: NAME: ..."). */
export class ConfigError extends Error {
  constructor(
    readonly setting: string,
    message: string,
  ) {
    super(`${setting}: ${message}`);
    this.name = 'ConfigError';
  }
}
