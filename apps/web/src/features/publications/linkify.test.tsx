import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { splitLinks } from './linkify';
import { LinkifiedText } from './LinkifiedText';

describe('links in a publication', () => {
  it('splits text and http(s) links, leaving the sentence punctuation out', () => {
    expect(splitLinks('Voir https://eglise.fr/agenda. Merci')).toEqual([
      { kind: 'text', value: 'Voir ' },
      { kind: 'link', value: 'https://eglise.fr/agenda', href: 'https://eglise.fr/agenda' },
      { kind: 'text', value: '. Merci' },
    ]);
    expect(splitLinks('(http://a.fr/x)')).toEqual([
      { kind: 'text', value: '(' },
      { kind: 'link', value: 'http://a.fr/x', href: 'http://a.fr/x' },
      { kind: 'text', value: ')' },
    ]);
    expect(splitLinks('javascript:alert(1) et ftp://x.fr')).toEqual([
      { kind: 'text', value: 'javascript:alert(1) et ftp://x.fr' },
    ]);
  });

  it('makes links clickable in a new tab and keeps markup as visible text', () => {
    const { container } = render(
      <LinkifiedText text={'<script>alert("x")</script> <b>gras</b> https://koinonia.fr'} />,
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(container.textContent).toBe(
      '<script>alert("x")</script> <b>gras</b> https://koinonia.fr',
    );
    const link = screen.getByRole('link', { name: 'https://koinonia.fr' });
    expect(link.getAttribute('href')).toBe('https://koinonia.fr');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });
});
