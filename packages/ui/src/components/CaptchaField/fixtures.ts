/** Deterministic base64 PNGs (100 x 36, plain grey) standing in for the server's captcha in stories. */
export const captchaFixtures: readonly string[] = [
  'iVBORw0KGgoAAAANSUhEUgAAAGQAAAAkCAAAAABa0cDkAAAAKElEQVR42u3NAQkAAAwDoPVPtlhrcThoAdMDkUgkEolEIpFIJBLJx2TFu/0XpUgIsQAAAABJRU5ErkJggg==',
  'iVBORw0KGgoAAAANSUhEUgAAAGQAAAAkCAAAAABa0cDkAAAAKElEQVR42u3NAQkAAAwDoPUPsLxrcThoAdMDkUgkEolEIpFIJBLJx2RX3T3ZqwU9OQAAAABJRU5ErkJggg==',
];
