//! lowrite patterns
