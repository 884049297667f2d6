import { Badge, Group } from '@mantine/core';
import type { Tag } from '@ordna/contract/time';

export function TagBadges({ tags }: { tags: Tag[] }) {
  if (tags.length === 0) return null;
  return (
    <Group gap={4} wrap="wrap">
      {tags.map((tag) => (
        <Badge key={tag._id} size="sm" variant="light" radius="sm" tt="none">
          {tag.title}
        </Badge>
      ))}
    </Group>
  );
}
