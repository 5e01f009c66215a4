import { clsx, type ClassValue } from 'clsx'
import { mergeClasses } from './merge-classes'

/** Joins class names (clsx) and lets a later Tailwind class replace an earlier one of the same group. */
export function cn(...inputs: ClassValue[]) {
  return mergeClasses(clsx(inputs))
}
