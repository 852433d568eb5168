//! lowrite tests
