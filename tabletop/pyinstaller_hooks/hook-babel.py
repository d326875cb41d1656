# PyInstaller hook for Babel, in place of PyInstaller's own: that one bundles the locale data of every language
# Babel knows (about 32 MB); the app speaks English, Hungarian and Greek, and Babel needs only their data, the
# root locale they inherit from and the global tables (plural rules and number formats come from these).
from PyInstaller.utils.hooks import collect_data_files

LANGUAGES = ("en", "hu", "el")

datas = collect_data_files(
    "babel", includes=["global.dat", "locale-data/root.dat", *(f"locale-data/{code}.dat" for code in LANGUAGES)]
)
# Unpickling locale-data/root.dat needs these modules (as PyInstaller's own hook says).
hiddenimports = ["babel.dates", "babel.localedata", "babel.plural", "babel.numbers"]
