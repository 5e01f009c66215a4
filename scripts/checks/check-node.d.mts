// Types of check-node.mjs, which stays plain JavaScript so it runs on any Node.
export declare const SUPPORTED: [number, number]
export declare const GET_IT: string
export declare function nodeCheck(
  npmNode: string | undefined,
  scriptNode: string,
): { line: string | undefined; goOn: boolean }
