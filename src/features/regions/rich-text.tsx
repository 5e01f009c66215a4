import { Fragment, type ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { cn } from '@/lib/utils'

/**
 * Renders the few markdown forms our articles use (paragraphs separated by blank lines, '- ' and '1. ' lists,
 * '### ' subheadings, **bold**, *italic* and [links](url)) as React elements: no HTML strings, no markdown
 * library in the page's bundle.
 */
export function RichText({ text, className }: { text: string; className?: string }) {
  const blocks = text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
  return (
    <div className={cn('space-y-5', className)}>
      {blocks.map((block, index) => (
        <Block key={index} block={block} />
      ))}
    </div>
  )
}

function Block({ block }: { block: string }) {
  const lines = block.split('\n').map((line) => line.trim())
  if (lines.length === 1 && lines[0]!.startsWith('### ')) {
    return <h3 className="pt-2 text-xl font-semibold">{inline(lines[0]!.slice(4))}</h3>
  }
  if (lines.every((line) => /^[-*] /.test(line))) {
    return (
      <ul className="list-disc space-y-2 pl-6 marker:text-terracotta-500">
        {lines.map((line, index) => (
          <li key={index}>{inline(line.slice(2))}</li>
        ))}
      </ul>
    )
  }
  if (lines.every((line) => /^\d+[.)] /.test(line))) {
    return (
      <ol className="list-decimal space-y-2 pl-6 marker:font-semibold marker:text-terracotta-600">
        {lines.map((line, index) => (
          <li key={index}>{inline(line.replace(/^\d+[.)] /, ''))}</li>
        ))}
      </ol>
    )
  }
  return <p>{inline(lines.join(' '))}</p>
}

const INLINE = /(\*\*[^*]+\*\*|\*[^*\s][^*]*\*|\[[^\]]+\]\([^)\s]+\))/g

export function inline(text: string): ReactNode {
  return text.split(INLINE).map((part, index) => {
    if (part.startsWith('**') && part.endsWith('**') && part.length > 4) {
      return (
        <strong key={index} className="font-semibold text-ink">
          {part.slice(2, -2)}
        </strong>
      )
    }
    if (part.startsWith('*') && part.endsWith('*') && part.length > 2) {
      return <em key={index}>{part.slice(1, -1)}</em>
    }
    const link = /^\[([^\]]+)\]\(([^)\s]+)\)$/.exec(part)
    if (link) {
      const [, label, href] = link
      const className =
        'font-medium text-primary underline underline-offset-4 hover:text-terracotta-800'
      return href!.startsWith('/') ? (
        <Link key={index} to={href!} className={className}>
          {label}
        </Link>
      ) : (
        <a key={index} href={href} className={className} target="_blank" rel="noopener noreferrer">
          {label}
        </a>
      )
    }
    return <Fragment key={index}>{part}</Fragment>
  })
}
