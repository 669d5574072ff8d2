import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Input } from './input';
import { Textarea } from './textarea';

describe('Input', () => {
  it('is labelled and described by its hint while valid', () => {
    render(<Input label="Email" hint="We never share it" />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAccessibleDescription('We never share it');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('is marked invalid and described by its error first', () => {
    render(<Input label="Email" hint="We never share it" error="Valid email is required" />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Valid email is required We never share it');
  });
});

describe('Textarea', () => {
  it('shares the same label and error wiring', () => {
    render(<Textarea label="Bio" error="Bio is too short" />);
    const textarea = screen.getByRole('textbox', { name: 'Bio' });
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea).toBeInvalid();
    expect(textarea).toHaveAccessibleDescription('Bio is too short');
  });
});
