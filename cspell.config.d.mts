/** Types of cspell.config.mjs's named export, for the prerender spelling test. */
export declare const alsoAmerican: readonly string[]
export declare const britishWords: readonly string[]
declare const config: Record<string, unknown>
export default config
