//! `#[derive(Words)]`: a catalogue struct (named fields, each a type that is itself `Words`)
//! written field by field into a language's text and read back in the same order, with a shape
//! (a hash of the struct's name, its fields' names and their types' shapes) that a text carries,
//! so that a text written for another layout is refused rather than read askew. The trait and its
//! reader and writer are `mastermind-words`' (`words/src/carry.rs`).

use proc_macro::TokenStream;
use quote::quote;
use syn::{Data, DeriveInput, Fields, parse_macro_input};

/// Derives `crate::carry::Words` for a struct of named fields, and for a `&'static` reference
/// to it (read into a value that lives as long as the program: a language is read once).
#[proc_macro_derive(Words)]
pub fn derive_words(input: TokenStream) -> TokenStream {
    let input = parse_macro_input!(input as DeriveInput);
    let name = &input.ident;
    let fields = match &input.data {
        Data::Struct(data) => match &data.fields {
            Fields::Named(named) => &named.named,
            _ => {
                return syn::Error::new_spanned(name, "Words: a struct of named fields only")
                    .to_compile_error()
                    .into();
            }
        },
        _ => {
            return syn::Error::new_spanned(name, "Words: a struct only")
                .to_compile_error()
                .into();
        }
    };
    let idents: Vec<_> = fields.iter().filter_map(|f| f.ident.as_ref()).collect();
    let types: Vec<_> = fields.iter().map(|f| &f.ty).collect();
    let mut layout = name.to_string();
    for ident in &idents {
        layout.push(' ');
        layout.push_str(&ident.to_string());
    }
    quote! {
        impl crate::carry::Words for #name {
            const SHAPE: u64 = crate::carry::shape(#layout, &[#(<#types as crate::carry::Words>::SHAPE),*]);
            fn write(&self, out: &mut crate::carry::Writer) {
                #(crate::carry::Words::write(&self.#idents, out);)*
            }
            fn read(from: &mut crate::carry::Reader) -> Self {
                #name {
                    #(#idents: crate::carry::Words::read(from),)*
                }
            }
        }

        impl crate::carry::Words for &'static #name {
            const SHAPE: u64 = <#name as crate::carry::Words>::SHAPE;
            fn write(&self, out: &mut crate::carry::Writer) {
                crate::carry::Words::write(*self, out);
            }
            fn read(from: &mut crate::carry::Reader) -> Self {
                crate::carry::leak(<#name as crate::carry::Words>::read(from))
            }
        }
    }
    .into()
}
