/** @jsonresume/schema ships no types: its validator and the schema it checks against. */
declare module '@jsonresume/schema' {
  export function validate(
    resume: unknown,
    callback: (errors: readonly { stack: string }[] | null, valid: boolean) => void,
  ): void
  export const schema: object
}
