import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ResponsibleGamingNotice } from './ResponsibleGamingNotice.js';

const labels = {
  title: 'Responsible gaming',
  conditionsLegend: 'I confirm that',
  conditions: [
    'I am over 21 years of age.',
    'I am not a government official, nor a member of the armed forces or the police.',
    'I do not hold a gaming licence.',
    'I accept that funds of ineligible players are forfeited.',
  ] as const,
  exit: 'Exit',
  proceed: 'Proceed',
};

const meta = {
  title: 'Overlays/ResponsibleGamingNotice',
  component: ResponsibleGamingNotice,
  args: {
    open: true,
    labels,
    intro: 'This site is for adults only. Gaming can be addictive; please play responsibly.',
    onExit: fn(),
    onProceed: fn(),
  },
} satisfies Meta<typeof ResponsibleGamingNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

export const ConfirmAndProceed: Story = {
  play: async ({ args }) => {
    const dialog = within(await body.findByRole('dialog', { name: 'Responsible gaming' }));
    const proceed = dialog.getByRole('button', { name: 'Proceed' });
    await expect(proceed).toBeDisabled();
    for (const condition of labels.conditions) await userEvent.click(dialog.getByRole('checkbox', { name: condition }));
    await expect(proceed).toBeEnabled();
    await userEvent.click(proceed);
    await expect(args.onProceed).toHaveBeenCalledTimes(1);
  },
};

export const Exit: Story = {
  play: async ({ args }) => {
    const popup = await body.findByRole('dialog', { name: 'Responsible gaming' });
    const dialog = within(popup);
    // Escape once the notice has the keyboard (its focus trap starts once it has painted), or it proves nothing.
    await waitFor(() => expect(popup.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await expect(body.getByRole('dialog', { name: 'Responsible gaming' })).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Exit' }));
    await expect(args.onExit).toHaveBeenCalledTimes(1);
  },
};

export const RightToLeft: Story = {
  args: {
    labels: {
      title: 'اللعب المسؤول',
      conditionsLegend: 'أؤكد أنني',
      conditions: [
        'عمري فوق 21 عامًا.',
        'لست موظفًا حكوميًا ولا عضوًا في القوات المسلحة أو الشرطة.',
        'لا أحمل ترخيص ألعاب.',
        'أقبل مصادرة أموال اللاعبين غير المؤهلين.',
      ],
      exit: 'خروج',
      proceed: 'متابعة',
    },
    intro: 'هذا الموقع للبالغين فقط.',
  },
  globals: { locale: 'ar' },
  play: async () => {
    const dialog = await body.findByRole('dialog', { name: 'اللعب المسؤول' });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};
