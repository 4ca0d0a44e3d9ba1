/** From scripts/content/images.ts (`ContentImages.prepare`), the build's one image pipeline. */
export type PreparedImage = {
  /** A photo's largest copy; a drawing or animation as it is. */
  src: string;
  width: number;
  height: number;
  srcset?: string;
  webpSrcset?: string;
};
