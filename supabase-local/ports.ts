import { createServer } from 'node:net'

/**
 * Ports for the local servers (dev stack, tests, benchmarks): a free one picked by the system, and whether a given
 * one is free. Servers here bind 127.0.0.1; a port taken on any address (0.0.0.0, [::]) also refuses 127.0.0.1.
 */

export async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer()
    server.once('error', fail)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => done(port))
    })
  })
}

export async function portIsFree(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((done) => {
    const server = createServer()
    server.once('error', () => done(false))
    server.listen({ port, host, exclusive: true }, () => server.close(() => done(true)))
  })
}
