/** tmcw's `gedcom` parser (a devDependency: the export's second, independent reader in the tests) ships no types. */
declare module 'gedcom' {
  export interface GedcomNode {
    type: string
    data: { formal_name?: string; xref_id?: string; pointer?: string; value?: string }
    children: GedcomNode[]
  }
  /** GEDCOM text as a unist tree; CONC and CONT are joined into the value, `@@` is kept as written. */
  export function parse(input: string): GedcomNode
}
