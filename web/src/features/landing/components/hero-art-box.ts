// The hero illustration's box (shown on wide screens only): the illustration and its placeholder share it, so that
// nothing moves when the illustration's code arrives.
export const HERO_ART_BOX = 'relative mx-auto hidden h-[25rem] w-full max-w-md lg:block';
