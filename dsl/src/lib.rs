//! lowrite dsl
