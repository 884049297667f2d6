import { Skeleton, Stack } from '@mantine/core';

/** A note list while its notes come: three note-sized bars (NoteList, and its stand-in while its code comes). */
export function NoteListSkeleton() {
  return (
    <Stack gap="xs" aria-busy="true">
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} height={72} radius="md" />
      ))}
    </Stack>
  );
}
