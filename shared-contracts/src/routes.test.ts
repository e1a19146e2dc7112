import { describe, expect, it } from 'vitest';
import { ownerOf } from './routes.ts';

describe('ownerOf', () => {
  it.each([
    ['/admin', 'admin'],
    ['/admin/blog/edit/42', 'admin'],
    ['/blog', 'blog'],
    ['/blog/payroll-basics', 'blog'],
    ['/tools/netpay-calculator', 'tools'],
    ['/', 'marketing'],
    ['/about', 'marketing'],
    ['/blogger', 'marketing'],
    ['/administration', 'marketing'],
    ['/toolshed', 'marketing'],
  ])('%s belongs to %s', (path, remote) => {
    expect(ownerOf(path).remote).toBe(remote);
  });
  it('only the admin subtree is outside the public layout', () => {
    expect(ownerOf('/admin/login').publicLayout).toBe(false);
    expect(ownerOf('/blog').publicLayout).toBe(true);
    expect(ownerOf('/contact').publicLayout).toBe(true);
  });
});
