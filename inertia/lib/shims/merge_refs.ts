import { useMergedRef } from '@mantine/hooks'

/**
 * Mantine's ScrollArea (which its Modal, rendered by the ModalsProvider of
 * inertia/app.tsx, is built on) imports only `useMergeRefs` from
 * @floating-ui/react; that one import put the whole positioning library
 * (about 14 KB gzip) in every page's first load. vite.config.ts points that
 * import, from that file only, here: the same merge, through Mantine's own
 * hook. Popovers, menus and tooltips keep the real library.
 */
export function useMergeRefs<T>(refs: Array<React.Ref<T> | undefined>) {
  return useMergedRef<T>(...refs)
}
