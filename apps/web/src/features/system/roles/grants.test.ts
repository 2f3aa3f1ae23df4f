import type { PermissionTreeNode } from '@csp/contract';
import { describe, expect, it } from 'vitest';
import { grantChanges, toggleGrant } from './grants';

const node = (key: string, menuType: number, children?: PermissionTreeNode[]): PermissionTreeNode => ({
  key,
  title: key,
  titleEn: key,
  menuType,
  isLeaf: !children,
  ...(children ? { children } : {}),
});
const tree = [node('sys', 0, [node('users', 1, [node('add', 2), node('edit', 2)]), node('roles', 1)]), node('home', 0)];
const sorted = (keys: string[]) => [...keys].sort();

describe('role permission tree', () => {
  it('grants a branch with its ancestors when linked', () => {
    expect(sorted(toggleGrant(tree, [], 'users', true, true))).toEqual(['add', 'edit', 'sys', 'users']);
    expect(sorted(toggleGrant(tree, ['home'], 'edit', true, true))).toEqual(['edit', 'home', 'sys', 'users']);
  });

  it('takes a branch but keeps ancestors when unchecking linked', () => {
    const all = ['sys', 'users', 'add', 'edit', 'roles'];
    expect(sorted(toggleGrant(tree, all, 'users', false, true))).toEqual(['roles', 'sys']);
  });

  it('touches only the node when not linked', () => {
    expect(toggleGrant(tree, [], 'users', true, false)).toEqual(['users']);
    expect(sorted(toggleGrant(tree, ['sys', 'users', 'add'], 'users', false, false))).toEqual(['add', 'sys']);
  });

  it('counts changes', () => {
    expect(grantChanges(['a', 'b'], ['b', 'c', 'd'])).toBe(3);
    expect(grantChanges(['a'], ['a'])).toBe(0);
  });
});
