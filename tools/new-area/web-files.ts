import type { Names } from './names';

/** The web side of a new area (docs/adding-an-area.md, "3. Web"), by path from the repo root. */
export function webFiles({ area, thing, constant }: Names, order: number): Record<string, string> {
  const dir = `apps/web/src/areas/${area.kebab}`;
  const page = `${area.pascal}Page`;
  const keys = `${area.camel}Keys`;
  const en = {
    nav: {
      label: area.label,
      description: `Keep your ${area.label.toLowerCase()} in one list.`,
    },
    title: area.label,
    add: `Add ${thing.label.toLowerCase()}`,
    nameLabel: `New ${thing.label.toLowerCase()}`,
    namePlaceholder: 'Name',
    added: `${thing.label} added.`,
    addFailed: `Could not add the ${thing.label.toLowerCase()}.`,
    loadFailed: `Could not load your ${area.label.toLowerCase()}.`,
    empty: {
      title: `No ${area.label.toLowerCase()} yet`,
      body: `Name your first ${thing.label.toLowerCase()} above.`,
    },
  };
  const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
  return {
    [`${dir}/area.ts`]: `import { IconSparkles } from '@tabler/icons-react';
import { defineArea } from '../../shared/area';

/** ${area.label}: the person's ${area.label.toLowerCase()}, each with a name (docs/adding-an-area.md). */
export default defineArea({
  id: '${area.camel}',
  i18nNamespace: '${area.kebab}',
  routes: [
    {
      path: '/${area.kebab}',
      access: 'auth',
      titleKey: '${area.kebab}.title',
      page: () => import('./${page}'),
    },
  ],
  sideBar: {
    place: '${area.camel}',
    order: ${order},
    labelKey: '${area.kebab}.nav.label',
    descriptionKey: '${area.kebab}.nav.description',
    icon: IconSparkles,
    path: '/${area.kebab}',
  },
  live: () => import('./live'),
});
`,
    [`${dir}/${area.kebab}-keys.ts`]: `/** TanStack Query keys of the ${area.kebab} area. */
export const ${keys} = {
  all: ['${area.camel}'] as const,
  list: () => ['${area.camel}', 'list'] as const,
};
`,
    [`${dir}/live.ts`]: `import type { LiveQueries } from '../../shared/area';
import { ${keys} } from './${area.kebab}-keys';

/** The ${area.kebab} area's queries that show each kind of thing (docs/architecture.md, "Live updates"). */
const live: LiveQueries = {
  ${thing.camel}: () => [${keys}.list()],
};

export default live;
`,
    [`${dir}/use-${area.kebab}.ts`]: `import { useQuery } from '@tanstack/react-query';
import { ${area.camel}Endpoints } from '@ordna/contract/${area.kebab}/endpoints';
import { call } from '../../api/call';
import { useAreaMutation } from '../../shared/use-area-mutation';
import { ${keys} } from './${area.kebab}-keys';

/** The person's ${area.label.toLowerCase()} (GET /${thing.kebab}). */
export function use${area.pascal}() {
  return useQuery({
    queryKey: ${keys}.list(),
    queryFn: ({ signal }) => call(${area.camel}Endpoints.list, { signal }),
  });
}

export const useAdd${thing.pascal} = () =>
  useAreaMutation(
    ${keys}.all,
    (name: string) => call(${area.camel}Endpoints.create, { body: { name } }),
    '${area.kebab}.added',
    '${area.kebab}.addFailed',
  );
`,
    [`${dir}/${page}.tsx`]: `import { Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconSparkles } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ${constant}_NAME_MAX } from '@ordna/contract/${area.kebab}';
import { PageColumn, PageHeader } from '../../shared/PageHeader';
import { EmptyListState, LoadingRows, QueryError } from '../../shared/QueryStates';
import { useAdd${thing.pascal}, use${area.pascal} } from './use-${area.kebab}';

/** /${area.kebab}: the person's ${area.label.toLowerCase()}, and a field to name a new one. */
export default function ${page}() {
  const { t } = useTranslation();
  const list = use${area.pascal}();
  const add = useAdd${thing.pascal}();
  const [name, setName] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await add.mutateAsync(name);
    setName('');
  };

  return (
    <PageColumn>
      <PageHeader title={t('${area.kebab}.title')} />
      <form onSubmit={(event) => void submit(event).catch(() => undefined)}>
        <Group align="flex-end" wrap="nowrap">
          <TextInput
            style={{ flex: 1 }}
            label={t('${area.kebab}.nameLabel')}
            placeholder={t('${area.kebab}.namePlaceholder')}
            maxLength={${constant}_NAME_MAX}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
          />
          <Button type="submit" leftSection={<IconPlus size={16} />} loading={add.isPending} disabled={!name.trim()}>
            {t('${area.kebab}.add')}
          </Button>
        </Group>
      </form>
      {list.isPending && <LoadingRows rows={2} />}
      {list.isError && <QueryError title={t('${area.kebab}.loadFailed')} error={list.error} onRetry={() => void list.refetch()} />}
      {list.isSuccess && list.data.length === 0 && (
        <EmptyListState
          icon={<IconSparkles size={28} />}
          title={t('${area.kebab}.empty.title')}
          description={t('${area.kebab}.empty.body')}
        />
      )}
      {list.isSuccess && list.data.length > 0 && (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {list.data.map((${thing.camel}) => (
            <Paper component="li" key={${thing.camel}._id} withBorder radius="md" p="sm">
              <Text>{${thing.camel}.name}</Text>
            </Paper>
          ))}
        </Stack>
      )}
    </PageColumn>
  );
}
`,
    [`${dir}/${page}.test.tsx`]: `import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../api/session';
import { renderWithProviders } from '../../test/providers.test-kit';
import { signInForTest, stubServer } from '../../test/session.test-kit';
import ${page} from './${page}';

afterEach(() => {
  act(() => session.clear());
  vi.unstubAllGlobals();
});

const ok = (data: unknown, status = 200) => ({ status, body: { status: true, data } });

describe('the ${area.label.toLowerCase()} page', () => {
  it('says what to do first, then adds a ${thing.label.toLowerCase()} by its name', async () => {
    signInForTest();
    const server = stubServer({
      'GET /api/${thing.kebab}': ok([]),
      'POST /api/${thing.kebab}': ok({ _id: 'h1', name: 'Stretch', createdAt: 0 }, 201),
    });
    renderWithProviders(<${page} />, '/${area.kebab}');
    expect(await screen.findByRole('heading', { name: '${en.empty.title}' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('${en.nameLabel}'), 'Stretch{Enter}');
    await vi.waitFor(() =>
      expect(server.calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
        { name: 'Stretch' },
      ]),
    );
    expect(screen.getByLabelText('${en.nameLabel}')).toHaveValue('');
  });

  it('lists the ${area.label.toLowerCase()} it reads', async () => {
    signInForTest();
    stubServer({ 'GET /api/${thing.kebab}': ok([{ _id: 'h1', name: 'Stretch', createdAt: 0 }]) });
    renderWithProviders(<${page} />, '/${area.kebab}');
    expect(await screen.findByRole('listitem')).toHaveTextContent('Stretch');
  });
});
`,
    [`apps/web/src/i18n/locales/en/${area.kebab}.json`]: json(en),
    // Swedish starts as the English text: translate it (the i18n test checks the keys, not the words).
    [`apps/web/src/i18n/locales/se/${area.kebab}.json`]: json(en),
    [`apps/web/src/i18n/locales/se/refusals.${area.camel}.json`]: json({
      nameRequired: `A ${thing.label.toLowerCase()} needs a name.`,
      nameTooLong: `A ${thing.label.toLowerCase()}'s name may be at most 100 characters.`,
      tooMany: `You may have at most 500 ${area.label.toLowerCase()}.`,
    }),
    [`e2e/tests/${area.kebab}.spec.ts`]: `import { expect, test } from '@playwright/test';
import { signUpFast } from './support';

test('${area.kebab}: a new person is told what to do first, adds a ${thing.label.toLowerCase()} and sees it after a reload', async ({
  page,
}) => {
  await signUpFast(page);
  await page.goto('/${area.kebab}');
  await expect(page.getByRole('heading', { name: '${en.empty.title}' })).toBeVisible();
  await page.getByLabel('${en.nameLabel}').fill('Stretch');
  await page.getByRole('button', { name: '${en.add}' }).click();
  await expect(page.getByRole('listitem')).toHaveText('Stretch');
  await page.reload();
  await expect(page.getByRole('listitem')).toHaveText('Stretch');
});
`,
  };
}
