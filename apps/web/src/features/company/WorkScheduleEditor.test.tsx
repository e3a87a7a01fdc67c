import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dayOff, defaultWorkSchedule, settingsLabels, type WorkSchedule } from '@mp/contract';
import { WorkScheduleEditor } from './WorkScheduleEditor.tsx';

function Harness({ seen }: { seen: WorkSchedule[] }) {
  const [value, setValue] = useState(defaultWorkSchedule);
  return (
    <WorkScheduleEditor
      value={value}
      onChange={(next) => {
        seen.push(next);
        setValue(next);
      }}
    />
  );
}

const day = (name: keyof typeof settingsLabels.weekDays) =>
  within(screen.getByRole('group', { name: settingsLabels.weekDays[name] }));

describe('work schedule editor', () => {
  it('shows the spec §9 defaults: weekdays as time ranges, the weekend off', () => {
    render(<Harness seen={[]} />);
    expect(day('mon').getByLabelText(settingsLabels.from)).toHaveValue('09:00');
    expect(day('mon').getByLabelText(settingsLabels.to)).toHaveValue('18:00');
    expect(day('fri').getByLabelText(settingsLabels.to)).toHaveValue('17:00');
    expect(day('sat').getByLabelText(settingsLabels.dayOff)).toBeChecked();
    expect(day('sat').queryByLabelText(settingsLabels.from)).not.toBeInTheDocument();
    expect(day('sun').getByLabelText(settingsLabels.dayOff)).toBeChecked();
  });

  it('serialises a day off as «выходной» and gives the day its hours back', async () => {
    const seen: WorkSchedule[] = [];
    render(<Harness seen={seen} />);
    const ui = userEvent.setup();
    await ui.click(day('tue').getByLabelText(settingsLabels.dayOff));
    expect(seen.at(-1)).toEqual({ ...defaultWorkSchedule, tue: dayOff });
    await ui.click(day('tue').getByLabelText(settingsLabels.dayOff));
    expect(seen.at(-1)).toEqual(defaultWorkSchedule);
    await ui.click(day('sat').getByLabelText(settingsLabels.dayOff));
    expect(seen.at(-1)?.sat).toBe('09:00-18:00');
  });

  it('sends the hours as HH:MM-HH:MM', async () => {
    const seen: WorkSchedule[] = [];
    render(<Harness seen={seen} />);
    const ui = userEvent.setup();
    const start = day('mon').getByLabelText(settingsLabels.from);
    await ui.clear(start);
    await ui.type(start, '10:30');
    expect(seen.at(-1)?.mon).toBe('10:30-18:00');
  });
});
