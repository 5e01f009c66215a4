import type { SaveState } from './use-story-autosave'

const time = (iso: string) =>
  new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })

/** 'Saved at 14:02', 'Saving…', 'Offline: kept on this device'. A polite live region. */
export function SaveStatus({ state }: { state: SaveState }) {
  const message =
    state.kind === 'saved'
      ? state.at
        ? `Saved at ${time(state.at)}`
        : 'Nothing to save yet'
      : state.kind === 'saving'
        ? 'Saving…'
        : state.kind === 'pending'
          ? 'Unsaved changes'
          : state.kind === 'offline'
            ? 'Offline: your changes are kept on this device and will be sent when you are back online'
            : state.kind === 'invalid'
              ? 'Not saved: please check the fields marked below'
              : 'Not saved: this story was changed elsewhere'
  return (
    <p
      role="status"
      aria-live="polite"
      className="text-sm text-ink-soft"
      data-save-state={state.kind}
    >
      {message}
    </p>
  )
}
