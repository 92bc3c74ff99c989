/* The kinds' table and sections as one translation unit: setup.py compiles this file
 * instead of kinds.c and kinds/<kind>.c, so the compiler sees the mm_kinds table and every
 * hook together and may inline the hooks the entry points call through it (what the single
 * types.c allowed before the split). The sections stay one file per kind; their static
 * hooks share names (fits, types, ...), so each section's are given its name here. */
#include <string.h>

#include "kinds.c"  /* with every header, before the names below */

#define MM_JOIN2(a, b) a##_##b
#define MM_JOIN(a, b) MM_JOIN2(a, b)
#define fits MM_JOIN(MM_SECTION, fits)
#define candidates MM_JOIN(MM_SECTION, candidates)
#define types MM_JOIN(MM_SECTION, types)
#define main_cards MM_JOIN(MM_SECTION, main_cards)
#define pool MM_JOIN(MM_SECTION, pool)
#define count MM_JOIN(MM_SECTION, count)
#define compare MM_JOIN(MM_SECTION, compare)
#define why_not MM_JOIN(MM_SECTION, why_not)
#define plays MM_JOIN(MM_SECTION, plays)
#define sort_by MM_JOIN(MM_SECTION, sort_by)

#define MM_SECTION wild
#include "kinds/wild.c"
#undef MM_SECTION
#define MM_SECTION attachments
#include "kinds/attachments.c"
#undef MM_SECTION
#define MM_SECTION single
#include "kinds/single.c"
#undef MM_SECTION
#define MM_SECTION pair
#include "kinds/pair.c"
#undef MM_SECTION
#define MM_SECTION pair_sequence
#include "kinds/pair_sequence.c"
#undef MM_SECTION
#define MM_SECTION rocket
#include "kinds/rocket.c"
#undef MM_SECTION
#define MM_SECTION starship
#include "kinds/starship.c"
#undef MM_SECTION
#define MM_SECTION lone_boat
#include "kinds/lone_boat.c"
#undef MM_SECTION
#define MM_SECTION drone
#include "kinds/drone.c"
#undef MM_SECTION
#define MM_SECTION super_drone
#include "kinds/super_drone.c"
#undef MM_SECTION
#define MM_SECTION spaceship
#include "kinds/spaceship.c"
#undef MM_SECTION
