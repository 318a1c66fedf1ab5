// Written by the build (build/blog-content-loader.cjs; build/blog-content-jest.cjs in Jest):
// the version of the content the build published. The blog's data files are under
// static/content/<CONTENT_VERSION>/ beside its code, so a page finds them with this alone.
export declare const CONTENT_VERSION: string;
