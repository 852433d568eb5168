//! lowrite macros
