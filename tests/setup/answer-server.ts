import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { TestProject } from 'vitest/node'

/**
 * A real HTTP server for the unit tests of the function client (src/lib/functions, docs/decisions/180): each
 * request says how it wants to be answered in its X-Answer header ({ status, headers, body, delayMs }); without
 * one it is echoed back (method, path, headers, body) with 200. Started once per run (vitest globalSetup); the
 * test reads its address with inject('answerServerUrl').
 */
declare module 'vitest' {
  export interface ProvidedContext {
    answerServerUrl: string
  }
}

interface Answer {
  status?: number
  headers?: Record<string, string>
  body?: unknown
  delayMs?: number
}

export default async function setup(project: TestProject) {
  const server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString()))
    request.on('end', () => {
      const header = request.headers['x-answer']
      const wanted: Answer = typeof header === 'string' ? JSON.parse(header) : {}
      const echo = { method: request.method, path: request.url, headers: request.headers, body }
      const send = () => {
        response.writeHead(wanted.status ?? 200, {
          ...(wanted.body === undefined && header ? {} : { 'Content-Type': 'application/json' }),
          ...wanted.headers,
        })
        response.end(
          header
            ? wanted.body === undefined
              ? ''
              : JSON.stringify(wanted.body)
            : JSON.stringify(echo),
        )
      }
      if (wanted.delayMs) setTimeout(send, wanted.delayMs)
      else send()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  project.provide('answerServerUrl', `http://127.0.0.1:${(server.address() as AddressInfo).port}`)
  return () => new Promise<void>((resolve) => server.close(() => resolve()))
}
