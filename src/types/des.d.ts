/** Minimal types for des.js (Fedor Indutny), the one DES implementation shared by site and platform. */
declare module 'des.js' {
  interface DesCipher {
    update(data: ArrayLike<number>): number[];
    final(): number[];
  }
  interface DesFactory {
    create(options: { type: 'encrypt' | 'decrypt'; key: ArrayLike<number>; padding?: boolean }): DesCipher;
  }
  const des: { DES: DesFactory; EDE: DesFactory };
  export default des;
}
