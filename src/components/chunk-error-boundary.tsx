import { Component, type ErrorInfo, type ReactNode } from 'react'
import { isChunkLoadError, reloadOnceForStaleChunk } from '@/lib/stale-chunk'

export interface ChunkErrorBoundaryProps {
  children: ReactNode
  /**
   * What to show instead of the failed part. The default is a message with 'Try again' (a reload), sized for a
   * page; pass null to show nothing (a toaster), or your own message.
   */
  fallback?: ReactNode
  /** Called once with the error (before any reload): e.g. a contact dialog goes to /contact instead. */
  onError?: (error: unknown) => void
  /** Set false where a reload would cost the visitor something (onError takes over). */
  reloadStaleChunks?: boolean
  /**
   * A value that, when it changes, clears the failure (the page's path: the next page may load). Not a React
   * `key`: a remount would also remount the Suspense boundary inside, which then shows its fallback on every
   * navigation instead of keeping the old page until the new one is ready.
   */
  resetKey?: unknown
}

interface State {
  failed: boolean
}

/**
 * Around every lazily loaded part and every route (docs/decisions/073-controls-work-before-the-app.md): a chunk
 * that fails to load (a flaky network, or a deploy replaced the files while the page was open) reloads the
 * page once, then shows a clear message with a retry instead of a blank page. Other errors show the same message.
 */
export class ChunkErrorBoundary extends Component<ChunkErrorBoundaryProps, State> {
  state: State = { failed: false }

  static getDerivedStateFromError(): State {
    return { failed: true }
  }

  componentDidUpdate(previous: ChunkErrorBoundaryProps) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false })
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    this.props.onError?.(error)
    if (
      this.props.reloadStaleChunks !== false &&
      isChunkLoadError(error) &&
      reloadOnceForStaleChunk()
    )
      return
    console.warn('A part of the page failed to load', error, info.componentStack)
  }

  render() {
    if (!this.state.failed) return this.props.children
    if (this.props.fallback !== undefined) return this.props.fallback
    return <LoadFailedMessage />
  }
}

export function LoadFailedMessage() {
  return (
    <div role="alert" className="container flex flex-col items-start gap-4 py-16">
      {/* React hoists it into <head>: the page that failed rendered no title of its own. */}
      <title>This page could not load | Radici</title>
      <h2 className="text-2xl font-semibold">This part of the page could not load</h2>
      <p className="max-w-xl text-ink-soft">
        The connection may have dropped, or the site was updated while the page was open. Please try
        again.
      </p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="inline-flex h-11 items-center rounded-full bg-primary px-5 text-sm font-semibold text-primary-foreground shadow-sm hover:bg-terracotta-800"
      >
        Try again
      </button>
    </div>
  )
}
