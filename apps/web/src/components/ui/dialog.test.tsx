import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from './button';
import { Dialog, DialogContent, DialogTrigger } from './dialog';

describe('Dialog', () => {
  it('opens as a named modal and closes with its close button', async () => {
    render(
      <Dialog>
        <DialogTrigger asChild>
          <Button>Schedule</Button>
        </DialogTrigger>
        <DialogContent title="Schedule Video Call" description="Pick a date and a time.">
          <p>Form</p>
        </DialogContent>
      </Dialog>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    const dialog = screen.getByRole('dialog', { name: 'Schedule Video Call' });
    expect(dialog).toHaveAccessibleDescription('Pick a date and a time.');

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
