import { longDate } from '@/features/admin/console/lib/format'
import { useQueryClient } from '@tanstack/react-query'
import { Download, Eye, Link2, Mail, ShieldOff } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router-dom'
import { GedcomDownloadButton } from '@/components/gedcom-download-button'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/use-toast'
import { paths } from '@/config/paths'
import { CHECKLIST, RELATIONS } from '@/content/journey-story'
import {
  familyFileUrl,
  familyStoryQueryKey,
  newFamilyLink,
  revokeFamilyLink,
  useFamilyStory,
} from '@/features/admin/story/api/family-story'
import { activityQueryKey } from '@/features/admin/leads/api/update-inquiry'
import { teamDateTime } from '@/features/admin/console/lib/team-time'
import type { Ancestor } from '@/lib/contracts/journey'
import { RevokeLinkDialog } from './revoke-link-dialog'

type StoredAncestor = Ancestor

const relationLabel = (value: string | null) =>
  RELATIONS.find(([key]) => key === value)?.[1] ?? 'Relation not given'

const born = (date: StoredAncestor['birthDate']) =>
  date ? `${date.kind === 'about' ? 'about ' : ''}${longDate(date.value)}` : null

const kb = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`

function AncestorItem({ ancestor }: { ancestor: StoredAncestor }) {
  const name =
    [ancestor.givenNames, ancestor.surnameItaly].filter(Boolean).join(' ') || 'Unnamed ancestor'
  const facts = [
    relationLabel(ancestor.relation),
    ancestor.surnameAmerica ? `in America: ${ancestor.surnameAmerica}` : null,
    born(ancestor.birthDate) ? `born ${born(ancestor.birthDate)}` : null,
    ancestor.birthPlaceText,
    ancestor.emigrationYear ? `emigrated ${ancestor.emigrationYear}` : null,
    ancestor.departurePort ? `from ${ancestor.departurePort}` : null,
    ancestor.ship ? `on the ${ancestor.ship}` : null,
    ancestor.arrivalPort
      ? `arrived ${ancestor.arrivalPort}${ancestor.arrivalYear ? ` ${ancestor.arrivalYear}` : ''}`
      : null,
  ].filter(Boolean)
  return (
    <li className="rounded-xl border border-cream-200 p-3">
      <p className="font-semibold text-ink">{name}</p>
      {ancestor.birthPlace && (
        <p className="text-sm">
          Comune:{' '}
          <Link
            to={paths.findYourTown(ancestor.birthPlace.comune)}
            className="font-semibold text-terracotta-700 underline underline-offset-4"
          >
            {ancestor.birthPlace.comune}
          </Link>{' '}
          ({ancestor.birthPlace.province}, {ancestor.birthPlace.region})
        </p>
      )}
      <p className="text-sm text-ink-soft">{facts.join(' · ')}</p>
      {ancestor.notes && (
        <p className="mt-1 whitespace-pre-line text-sm text-ink">{ancestor.notes}</p>
      )}
    </li>
  )
}

/** The console's view of the family's story (issue 22): ancestors, checklist, files, notes and the private link. */
export function FamilyStory({ id }: { id: string }) {
  const query = useFamilyStory(id)
  const queryClient = useQueryClient()
  const [copied, setCopied] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [revoking, setRevoking] = useState(false)

  const act = async (work: () => Promise<string>) => {
    setBusy(true)
    try {
      toast({ title: await work() })
      await queryClient.invalidateQueries({ queryKey: familyStoryQueryKey(id) })
      await queryClient.invalidateQueries({ queryKey: activityQueryKey(id) })
    } catch (error) {
      toast({
        title: 'That did not work',
        description: error instanceof Error ? error.message : String(error),
        variant: 'destructive',
      })
    } finally {
      setBusy(false)
    }
  }
  const openFile = async (fileId: string, download: boolean) => {
    try {
      const url = await familyFileUrl(fileId, download)
      if (download) window.location.assign(url)
      else window.open(url, '_blank', 'noopener,noreferrer')
    } catch (error) {
      toast({
        title: 'The file could not be opened',
        description: error instanceof Error ? error.message : String(error),
        variant: 'destructive',
      })
    }
  }

  const data = query.data
  const ancestors = data?.ancestors ?? []
  const checklist = data?.story?.checklist ?? []
  const link = data?.link

  return (
    <section
      aria-labelledby="family-story-heading"
      className="rounded-2xl border border-cream-200 bg-white p-5 shadow-soft sm:p-6"
    >
      <h2 id="family-story-heading" className="font-display text-xl font-semibold text-ink">
        Family story
      </h2>
      {query.isPending ? (
        <p role="status" className="mt-3 text-sm text-ink-soft">
          Loading the story…
        </p>
      ) : query.isError ? (
        <p role="alert" className="mt-3 text-sm text-destructive">
          The story could not be loaded: {query.error.message}
        </p>
      ) : (
        <div className="mt-4 grid gap-6">
          {!data?.story && data?.files.length === 0 ? (
            <p className="text-sm text-ink-soft">
              The family has not added anything to its journey page yet.
            </p>
          ) : (
            <>
              <p className="text-sm text-ink-soft">
                Last saved {data?.story ? teamDateTime(data.story.updated_at) : 'never'}
              </p>
              <div>
                <h3 className="font-semibold text-ink">Ancestors ({ancestors.length})</h3>
                <ul className="mt-2 grid gap-2 md:grid-cols-2">
                  {ancestors.map((ancestor) => (
                    <AncestorItem key={ancestor.id} ancestor={ancestor} />
                  ))}
                </ul>
                <div className="mt-3">
                  <GedcomDownloadButton
                    size="sm"
                    ancestors={ancestors}
                    emptyMessage="The family has not added any ancestors yet."
                  />
                </div>
              </div>
              <div>
                <h3 className="font-semibold text-ink">What the family holds</h3>
                <p className="mt-1 text-sm text-ink">
                  {checklist.length
                    ? CHECKLIST.filter(([key]) => checklist.includes(key))
                        .map(([, label]) => label)
                        .join(', ')
                    : 'Nothing ticked'}
                </p>
              </div>
              <div>
                <h3 className="font-semibold text-ink">Files ({data?.files.length ?? 0})</h3>
                <ul className="mt-2 grid gap-2">
                  {data?.files.map((file) => (
                    <li key={file.id} className="flex flex-wrap items-center gap-2 text-sm">
                      <span className="min-w-0 flex-1 truncate font-semibold">
                        {file.file_name}
                      </span>
                      <span className="text-ink-soft">{kb(file.size_bytes)}</span>
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() => void openFile(file.id, false)}
                      >
                        <Eye aria-hidden="true" /> Preview
                        <span className="sr-only"> {file.file_name}</span>
                      </Button>
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() => void openFile(file.id, true)}
                      >
                        <Download aria-hidden="true" /> Download
                        <span className="sr-only"> {file.file_name}</span>
                      </Button>
                    </li>
                  ))}
                </ul>
              </div>
              {data?.story?.travel_notes && (
                <div>
                  <h3 className="font-semibold text-ink">Travel notes</h3>
                  <p className="mt-1 whitespace-pre-line text-sm text-ink">
                    {data.story.travel_notes}
                  </p>
                </div>
              )}
              {data?.story?.health_notes && (
                <div>
                  <h3 className="font-semibold text-ink">Health and access notes</h3>
                  <p className="mt-1 whitespace-pre-line text-sm text-ink">
                    {data.story.health_notes}
                  </p>
                </div>
              )}
            </>
          )}
          <div className="border-t border-cream-200 pt-4">
            <h3 className="font-semibold text-ink">Private link</h3>
            <p className="mt-1 text-sm text-ink-soft">
              {!link
                ? 'No link issued yet.'
                : link.revoked_at
                  ? `Revoked by ${link.revoked_by_name ?? 'the team'} on ${teamDateTime(link.revoked_at)}.`
                  : `Issued ${teamDateTime(link.created_at)}, last used ${teamDateTime(link.last_used_at)}. A new link replaces it.`}
            </p>
            <div className="mt-3 flex flex-wrap gap-2">
              <Button
                size="sm"
                variant="outline"
                disabled={busy}
                onClick={() =>
                  void act(async () => {
                    const url = await newFamilyLink(id, false)
                    setCopied(url)
                    if (url) await navigator.clipboard?.writeText(url).catch(() => undefined)
                    return 'New link created and copied (the old one no longer works)'
                  })
                }
              >
                <Link2 aria-hidden="true" /> Copy a new link
              </Button>
              <Button
                size="sm"
                variant="outline"
                disabled={busy}
                onClick={() =>
                  void act(async () => {
                    await newFamilyLink(id, true)
                    return 'A new link is on its way to the family'
                  })
                }
              >
                <Mail aria-hidden="true" /> Re-send the link
              </Button>
              <Button
                size="sm"
                variant="outline"
                disabled={busy || !link || Boolean(link.revoked_at)}
                onClick={() => setRevoking(true)}
              >
                <ShieldOff aria-hidden="true" /> Revoke the link
              </Button>
              <RevokeLinkDialog
                open={revoking}
                pending={busy}
                onOpenChange={setRevoking}
                onConfirm={() =>
                  void act(async () => {
                    await revokeFamilyLink(id)
                    setRevoking(false)
                    return 'Link revoked'
                  })
                }
              />
            </div>
            {copied && (
              <p className="mt-2 break-all text-sm">
                <span className="font-semibold">New link: </span>
                <code>{copied}</code>
              </p>
            )}
          </div>
        </div>
      )}
    </section>
  )
}
