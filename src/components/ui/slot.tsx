import * as React from 'react'
import { cn } from '@/lib/utils'

type Props = Record<string, unknown>
type Handler = (...args: unknown[]) => unknown

function setRef<T>(ref: React.Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') return ref(value)
  if (ref) ref.current = value
}

export interface SlotProps extends React.HTMLAttributes<HTMLElement> {
  ref?: React.Ref<HTMLElement>
}

/**
 * Renders its one child element with the Slot's props merged in, like Radix's Slot (which we no longer ship,
 * docs/decisions/064-own-class-merger.md): the child's props win, but event handlers of both run (the child's
 * first), style objects merge, classes are joined with cn() (the child's win) and both refs are set.
 */
export function Slot({ children, ref, ...slotProps }: SlotProps) {
  const child = React.isValidElement<Props>(children) ? children : undefined
  const childRef = child?.props.ref as React.Ref<HTMLElement> | undefined
  const composedRef = React.useCallback(
    (node: HTMLElement | null) => {
      const cleanups = [setRef(ref, node), setRef(childRef, node)]
      // React 19 calls the cleanup instead of the ref with null: clear both refs then (or run their cleanups)
      return () => {
        if (typeof cleanups[0] === 'function') cleanups[0]()
        else setRef(ref, null)
        if (typeof cleanups[1] === 'function') cleanups[1]()
        else setRef(childRef, null)
      }
    },
    [ref, childRef],
  )
  if (!child) {
    if (children || children === 0)
      throw new Error('Slot expects a single React element as its child')
    return null
  }
  const props: Props = { ...slotProps, ...child.props }
  for (const name in child.props) {
    const slotValue = (slotProps as Props)[name]
    const childValue = child.props[name]
    if (/^on[A-Z]/.test(name)) {
      props[name] =
        slotValue && childValue
          ? (...args: unknown[]) => {
              const result = (childValue as Handler)(...args)
              ;(slotValue as Handler)(...args)
              return result
            }
          : (childValue ?? slotValue)
    } else if (name === 'style')
      props[name] = { ...(slotValue as object), ...(childValue as object) }
    else if (name === 'className') props[name] = cn(slotValue as string, childValue as string)
  }
  props.ref = ref ? composedRef : childRef
  return React.cloneElement(child, props)
}
