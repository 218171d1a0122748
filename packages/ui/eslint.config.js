import base from '@whitelabel/tooling/eslint';

export default [...base, { ignores: ['!.storybook'] }];
