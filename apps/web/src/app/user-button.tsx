import { Avatar, Group, Text, UnstyledButton } from '@mantine/core';
import { IconSelector } from '@tabler/icons-react';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { useTranslation } from 'react-i18next';

type UserButtonProps = { username: string } & ComponentPropsWithoutRef<'button'>;

/** The side bar's foot button with who is signed in: the same before and after the user menu has loaded. */
export const UserButton = forwardRef<HTMLButtonElement, UserButtonProps>(function UserButton(
  { username, ...button },
  ref,
) {
  const { t } = useTranslation();
  return (
    <UnstyledButton ref={ref} {...button} className="ordna-user-button" title={`${t('nav.user.menu')}: ${username}`}>
      <Group gap={8} wrap="nowrap">
        <Avatar name={username} color="ordna" size={30} radius="xl" aria-hidden />
        <Text size="sm" fw={600} truncate="end" flex={1} miw={0}>
          {username}
        </Text>
        <IconSelector size={16} stroke={1.6} aria-hidden />
      </Group>
    </UnstyledButton>
  );
});
