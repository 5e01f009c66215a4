import { act, renderHook } from '@testing-library/react'
import { reducer, TOAST_LIMIT, TOAST_REMOVE_DELAY, toast, useToast } from './use-toast'

test('shows one toast at a time: a new toast replaces the current one', () => {
  const { result } = renderHook(() => useToast())
  act(() => {
    toast({ title: 'First' })
  })
  act(() => {
    toast({ title: 'Second', variant: 'destructive' })
  })
  expect(TOAST_LIMIT).toBe(1)
  expect(result.current.toasts).toHaveLength(1)
  expect(result.current.toasts[0]).toMatchObject({ title: 'Second', variant: 'destructive', open: true })
  act(() => result.current.dismiss())
})

test('a dismissed toast closes at once and is removed 1,000,000 ms later', () => {
  vi.useFakeTimers()
  try {
    const { result } = renderHook(() => useToast())
    let id = ''
    act(() => {
      id = toast({ title: 'Saved' }).id
    })
    act(() => result.current.dismiss(id))
    expect(result.current.toasts[0]).toMatchObject({ id, open: false })
    act(() => {
      vi.advanceTimersByTime(TOAST_REMOVE_DELAY - 1)
    })
    expect(result.current.toasts.map((t) => t.id)).toContain(id)
    act(() => {
      vi.advanceTimersByTime(1)
    })
    expect(result.current.toasts.map((t) => t.id)).not.toContain(id)
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000)
  } finally {
    vi.useRealTimers()
  }
})

test('the reducer keeps at most the limit and updates in place', () => {
  let state = { toasts: [] as Parameters<typeof reducer>[0]['toasts'] }
  state = reducer(state, { type: 'ADD_TOAST', toast: { id: 'a', title: 'A' } })
  state = reducer(state, { type: 'ADD_TOAST', toast: { id: 'b', title: 'B' } })
  expect(state.toasts.map((t) => t.id)).toEqual(['b'])
  state = reducer(state, { type: 'UPDATE_TOAST', toast: { id: 'b', title: 'B2' } })
  expect(state.toasts[0]?.title).toBe('B2')
  state = reducer(state, { type: 'REMOVE_TOAST' })
  expect(state.toasts).toEqual([])
})
