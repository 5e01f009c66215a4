/** Test fixture: a function that throws. */
export async function handleRequest(): Promise<Response> {
  throw new Error('fixture crash')
}
