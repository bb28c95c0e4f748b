// Commands of the favorites context; whether the internship can be saved comes from its own stream.
type FavoriteData = { studentId: string; internshipId: string; at: string };

export type AddFavorite = { type: 'AddFavorite'; data: FavoriteData & { internshipIsActive: boolean } };
export type RemoveFavorite = { type: 'RemoveFavorite'; data: FavoriteData };
export type FavoritesCommand = AddFavorite | RemoveFavorite;
