import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Accordion, type AccordionItem } from './Accordion.js';

const notices: AccordionItem[] = [
  {
    id: 'n1',
    title: 'Scheduled maintenance',
    meta: '2026-11-20',
    preview: 'The platform will be unavailable from 02:00 to 04:00.',
    content: <p>The platform will be unavailable from 02:00 to 04:00 while we upgrade our servers. Balances are not affected.</p>,
    unread: true,
  },
  {
    id: 'n2',
    title: 'New slot provider',
    meta: '2026-11-18',
    preview: 'Over 80 new slot games are now live.',
    content: <p>Over 80 new slot games are now live in the lobby. Look for the NEW tag.</p>,
  },
  {
    id: 'n3',
    title: 'Weekly cashback is back with higher limits for every VIP level and new rules for live casino bets',
    meta: '2026-11-10',
    preview: 'Cashback is credited every Monday.',
    content: <p>Cashback is credited every Monday as bonus money with a one-time wagering requirement.</p>,
  },
];

const meta = {
  title: 'Content/Accordion',
  component: Accordion,
  args: { items: notices, unreadLabel: 'Unread', onOpen: fn(), onExpandedChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: 12 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Notices: Story = {
  play: async ({ args, canvas }) => {
    const first = canvas.getByRole('button', { name: /Scheduled maintenance/ });
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(first).toHaveAccessibleName(/Unread/);
    await userEvent.click(first);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('region', { name: /Scheduled maintenance/ })).toHaveTextContent('Balances are not affected.');
    await expect(args.onOpen).toHaveBeenCalledWith('n1');
    // Opening another closes the first.
    await userEvent.click(canvas.getByRole('button', { name: /New slot provider/ }));
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(['n2']);
  },
};

export const OpenedFromMarquee: Story = {
  args: { defaultExpandedIds: ['n2'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region')).toHaveTextContent('Look for the NEW tag.');
  },
};

export const HelpTopicsMultiple: Story = {
  args: {
    multiple: true,
    items: [
      { id: 'h1', title: 'How do I deposit?', content: <p>Open the cash center and choose a payment channel.</p> },
      { id: 'h2', title: 'How long does a withdrawal take?', content: <p>Most withdrawals arrive within 30 minutes.</p> },
    ],
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'How do I deposit?' }));
    await userEvent.click(canvas.getByRole('button', { name: 'How long does a withdrawal take?' }));
    await expect(canvas.getAllByRole('region')).toHaveLength(2);
  },
};

export const NoAnnouncement: Story = {
  args: { items: [{ id: 'placeholder', title: 'No announcement', content: <p>There is no announcement at the moment.</p> }] },
};

export const RightToLeft: Story = {
  args: {
    unreadLabel: 'غير مقروء',
    items: [
      {
        id: 'a1',
        title: 'صيانة مجدولة',
        meta: '2026-11-20',
        preview: 'ستكون المنصة غير متاحة.',
        content: <p>ستكون المنصة غير متاحة من 02:00 إلى 04:00.</p>,
        unread: true,
      },
      { id: 'a2', title: 'مزود ألعاب جديد', meta: '2026-11-18', content: <p>أكثر من 80 لعبة جديدة.</p> },
    ],
  },
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /صيانة مجدولة/ }));
    const region = canvas.getByRole('region');
    await waitFor(() => expect(region).toBeVisible());
  },
};
