import * as migration_20261122_085649_initial from './20261122_085649_initial';

export const migrations = [
  {
    up: migration_20261122_085649_initial.up,
    down: migration_20261122_085649_initial.down,
    name: '20261122_085649_initial'
  },
];
