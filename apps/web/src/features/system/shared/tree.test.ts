import { describe, expect, it } from 'vitest';
import {
  descendantKeys,
  filterTree,
  findNode,
  flattenTree,
  mapTree,
  parentKeys,
  pathTo,
  pruneTree,
  toTreeOptions,
  treeKeys,
  withoutBranch,
} from './tree';

interface Node {
  id: string;
  name: string;
  children?: Node[];
}
const key = (n: Node) => n.id;
const tree: Node[] = [
  {
    id: '1',
    name: 'System',
    children: [
      { id: '2', name: 'Users', children: [{ id: '3', name: 'Add' }] },
      { id: '4', name: 'Roles' },
    ],
  },
  { id: '5', name: 'Dashboard' },
];

describe('tree helpers', () => {
  it('flattens parents before children', () => {
    expect(flattenTree(tree).map(key)).toEqual(['1', '2', '3', '4', '5']);
    expect(treeKeys(tree, key)).toEqual(['1', '2', '3', '4', '5']);
    expect(parentKeys(tree, key)).toEqual(['1', '2']);
  });

  it('finds a node, its path and its descendants', () => {
    expect(pathTo(tree, '3', key).map(key)).toEqual(['1', '2', '3']);
    expect(findNode(tree, '4', key)?.name).toBe('Roles');
    expect(findNode(tree, '9', key)).toBeUndefined();
    expect(descendantKeys(tree, '1', key)).toEqual(['2', '3', '4']);
    expect(descendantKeys(tree, '5', key)).toEqual([]);
  });

  it('filters keeping ancestors of a match and the branch under it', () => {
    expect(filterTree(tree, (n) => n.name === 'Add').map(key)).toEqual(['1']);
    const kept = filterTree(tree, (n) => n.name === 'Add');
    expect(flattenTree(kept).map(key)).toEqual(['1', '2', '3']);
    expect(flattenTree(filterTree(tree, (n) => n.name === 'Users')).map(key)).toEqual(['1', '2', '3']);
    expect(filterTree(tree, () => false)).toEqual([]);
  });

  it('removes a branch and maps the shape', () => {
    expect(flattenTree(withoutBranch(tree, '2', key)).map(key)).toEqual(['1', '4', '5']);
    interface Title {
      title: string;
      children?: Title[];
    }
    const titles = mapTree<Node, Title>(tree, (n, children) => ({ title: n.name, children }));
    expect(titles[0]?.children?.[0]?.children?.[0]).toEqual({ title: 'Add', children: undefined });
  });

  it('prunes nodes with their branch', () => {
    expect(flattenTree(pruneTree(tree, (n) => n.id !== '2')).map(key)).toEqual(['1', '4', '5']);
  });

  it('gives TreeSelect options', () => {
    const options = toTreeOptions(tree, key, (n) => n.name.toUpperCase());
    expect(options[0]).toMatchObject({ value: '1', key: '1', title: 'SYSTEM' });
    expect(options[0]?.children?.[0]?.children?.[0]).toEqual({ value: '3', key: '3', title: 'ADD' });
    expect(options[1]).not.toHaveProperty('children');
  });
});
