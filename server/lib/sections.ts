/**
 * The sections of the settings that belong to a part of the server, each declared beside the
 * parser that reads it, by declaration merging: a provider's in ProviderSettings (the provider list
 * declares them all), a module's or the HTTP server's in OwnSettings. The core settings (config.ts)
 * and the dependencies' shape (deps.ts) so name them without importing a module or a provider.
 */

// biome-ignore lint/suspicious/noEmptyInterface: filled by the provider list
export interface ProviderSettings {}

// biome-ignore lint/suspicious/noEmptyInterface: filled by each module that has settings
export interface OwnSettings {}
