import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from './button.tsx';

function Buttons() {
  return (
    <form method="post">
      <Button type="submit" worksBeforeScripts>
        Post
      </Button>
      <Button onClick={() => undefined}>Needs scripts</Button>
      <Button disabled>Off</Button>
    </form>
  );
}

const button = (container: HTMLElement, name: string) =>
  Array.from(container.querySelectorAll('button')).find((element) => element.textContent === name)!;

describe('Button before and after hydration', () => {
  it('is disabled in the server HTML unless it works as plain HTML, and live once hydrated', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Buttons />);
    document.body.append(container);
    expect(button(container, 'Post').disabled).toBe(false);
    expect(button(container, 'Post').hasAttribute('data-works-before-scripts')).toBe(true);
    expect(button(container, 'Needs scripts').disabled).toBe(true);

    // A mismatch between the server HTML and the hydrating render would be a console error (setup.ts).
    render(<Buttons />, { container, hydrate: true });
    expect(button(container, 'Needs scripts').disabled).toBe(false);
    expect(button(container, 'Post').disabled).toBe(false);
    expect(button(container, 'Off').disabled).toBe(true);
  });

  it('is live at once when rendered in the browser alone', () => {
    render(<Buttons />);
    const needsScripts = screen.getByRole<HTMLButtonElement>('button', { name: 'Needs scripts' });
    expect(needsScripts.disabled).toBe(false);
    expect(needsScripts.hasAttribute('data-works-before-scripts')).toBe(false);
  });
});
