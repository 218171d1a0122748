import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PrizeTable } from './PrizeTable.js';

const rows = [
  { id: 'DB', label: 'Special prize', numbers: ['83412'] },
  { id: 'G1', label: 'First prize', numbers: ['20957'] },
  { id: 'G2', label: 'Second prize', numbers: ['61203', '44870'] },
  { id: 'G3', label: 'Third prize', numbers: ['11937', '50274', '98312', '07745', '36021', '72598'] },
  { id: 'G4', label: 'Fourth prize', numbers: ['4410', '0893', '6127', '9352'] },
  { id: 'G5', label: 'Fifth prize', numbers: ['2285', '7716', '3049', '5561', '8802', '1174'] },
  { id: 'G6', label: 'Sixth prize', numbers: ['731', '046', '592'] },
  { id: 'G7', label: 'Seventh prize', numbers: ['18', '64', '05', '97'] },
];

const meta = {
  title: 'Content/PrizeTable',
  component: PrizeTable,
  args: { caption: 'Hanoi · draw of Nov 22, 2026', labels: { tier: 'Prize', numbers: 'Numbers' }, rows },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, maxInlineSize: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PrizeTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const VietnamDraw: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Hanoi · draw of Nov 22, 2026' })).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: 'Special prize' })).toBeVisible();
  },
};

export const RightToLeft: Story = {
  args: {
    caption: 'هانوي · سحب 22 نوفمبر 2026',
    labels: { tier: 'الجائزة', numbers: 'الأرقام' },
    rows: rows.slice(0, 3).map((row, index) => ({ ...row, label: ['الجائزة الخاصة', 'الجائزة الأولى', 'الجائزة الثانية'][index] ?? row.label })),
  },
  globals: { locale: 'ar' },
};
