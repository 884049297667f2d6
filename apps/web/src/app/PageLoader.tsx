import { Center, Loader } from '@mantine/core';

/** What shows while a page's (or the signed-in frame's) code is on its way. */
export function PageLoader() {
  return (
    <Center h="50vh" aria-busy="true">
      <Loader />
    </Center>
  );
}
